'use client';

import { useState } from 'react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/site';

/** Get Support: opens the ways to reach the support team directly. */
export function SupportPanel() {
  const [open, setOpen] = useState(false);
  return (
    <div className="card">
      <h2>Need help with an order?</h2>
      <p className="muted">Our support team answers Monday to Saturday, 10 am to 7 pm IST.</p>
      <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls="support-panel" onClick={() => setOpen((v) => !v)}>
        Get Support
      </button>
      <div id="support-panel" className="support-panel" hidden={!open}>
        <ul>
          <li>
            Email: <a href={`mailto:${SUPPORT_EMAIL}?subject=Order%20support`}>{SUPPORT_EMAIL}</a>
          </li>
          <li>
            Phone: <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
          </li>
          <li>
            WhatsApp: <a href="https://wa.me/919876500000">Chat with us</a>
          </li>
        </ul>
      </div>
    </div>
  );
}
