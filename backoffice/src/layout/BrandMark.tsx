/** The Rangrez mark: a small palette of dyes. */
export const BrandMark = ({ size = 32 }: { size?: number }) => (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#2b1a3f" />
        <circle cx="11" cy="12" r="5" fill="#e07a3f" />
        <circle cx="21" cy="12" r="5" fill="#c2185b" opacity="0.9" />
        <circle cx="16" cy="21" r="5" fill="#13afa2" opacity="0.9" />
    </svg>
);
