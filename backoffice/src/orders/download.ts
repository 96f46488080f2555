/** Saves a blob as a file through a temporary link (works for same-origin blob URLs in every browser). */
export const saveBlob = (blob: Blob, filename: string) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const designFilename = (orderId: string, side: 'front' | 'back') => `${orderId}-${side}.png`;
