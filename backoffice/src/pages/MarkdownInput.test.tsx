import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { MarkdownInput } from './MarkdownInput';

describe('MarkdownInput', () => {
    it('previews the owner’s Markdown as it is typed, without raw HTML', async () => {
        renderWithAdmin(
            <SimpleForm record={{ id: 'returns', markdown: '' }} toolbar={false}>
                <MarkdownInput source="markdown" />
            </SimpleForm>,
        );
        const text = screen.getByLabelText('Text (Markdown)');
        await userEvent.type(text, '## Returns{enter}{enter}Within **14 days**. <b>raw</b>');
        const preview = screen.getByLabelText('Preview');
        expect(preview.querySelector('h2')).toHaveTextContent('Returns');
        expect(preview.querySelector('strong')).toHaveTextContent('14 days');
        expect(preview.querySelector('b')).toBeNull();
    });

    it('keeps the Hindi text beside the English, each with its own preview', async () => {
        renderWithAdmin(
            <SimpleForm record={{ id: 'returns', markdown: '## Returns', markdown_hi: '' }} toolbar={false}>
                <MarkdownInput source="markdown" />
                <MarkdownInput source="markdown_hi" label="Text in Hindi (Markdown)" preview="Hindi preview" />
            </SimpleForm>,
        );
        await userEvent.type(screen.getByLabelText('Text in Hindi (Markdown)'), '## वापसी');
        expect(screen.getByLabelText('Hindi preview').querySelector('h2')).toHaveTextContent('वापसी');
        expect(screen.getByLabelText('Preview').querySelector('h2')).toHaveTextContent('Returns');
    });
});
