import Markdown from 'react-markdown';
import { Box } from '@mui/material';

/**
 * The owner's Markdown as the shop will show it: CommonMark through react-markdown, with no raw HTML (no
 * `rehype-raw`), exactly as the storefront's seller pages render it.
 */
export const MarkdownPreview = ({ markdown }: { markdown: string }) => (
    <Box
        sx={{
            fontSize: 15,
            lineHeight: 1.55,
            overflowWrap: 'anywhere',
            '& h1, & h2, & h3': { lineHeight: 1.2, mt: 2, mb: 1 },
            '& ul, & ol': { pl: 3 },
            '& table': { borderCollapse: 'collapse' },
            '& th, & td': { border: '1px solid #ddd', px: 1, py: 0.5 },
        }}
    >
        <Markdown skipHtml>{markdown}</Markdown>
    </Box>
);
