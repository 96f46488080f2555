import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProofRevision } from '../types';
import { ProofRevisionCard } from './ProofRevisionCard';

const revision = (over: Partial<ProofRevision> = {}): ProofRevision => ({
    id: 7,
    design: 'Front logo',
    number: 2,
    kind: 'image',
    status: 'changes',
    note: 'Bigger, in white.',
    uploaded_at: '2026-11-26T06:00:00Z',
    decided_at: '2026-11-26T20:15:00Z',
    comment: 'Please move it up',
    width: 600,
    height: 600,
    file_url: '/api/office/proofs/7/file',
    can_decide: false,
    uploaded_by: 'Ravi Desk',
    decided_by: 'Priya Sharma',
    ...over,
});

describe('a proof revision on the order page', () => {
    it('shows the picture, who uploaded it and what the customer asked, in India time', () => {
        render(<ProofRevisionCard revision={revision()} />);
        expect(screen.getByRole('img', { name: 'Proof: Front logo, revision 2' })).toHaveAttribute('src', '/api/office/proofs/7/file');
        expect(screen.getByText('Changes asked', { selector: '.MuiChip-label' })).toBeInTheDocument();
        expect(screen.getByText(/Uploaded by Ravi Desk · 26\/11\/2026, 11:30/)).toBeInTheDocument();
        expect(screen.getByText(/Changes asked by Priya Sharma · 27\/11\/2026, 01:45: “Please move it up”/)).toBeInTheDocument();
    });

    it('links a PDF proof instead of showing it', () => {
        render(<ProofRevisionCard revision={revision({ kind: 'pdf', status: 'pending', decided_at: null, decided_by: null, comment: '' })} />);
        expect(screen.getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', '/api/office/proofs/7/file');
        expect(screen.queryByRole('img')).toBeNull();
        expect(screen.getByText('Waiting for the customer')).toBeInTheDocument();
    });
});
