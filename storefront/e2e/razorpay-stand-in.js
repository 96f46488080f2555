/*
 * A stand-in for Razorpay's checkout.js in the browser tests only: the spec answers the script's address
 * (https://checkout.razorpay.com/v1/checkout.js) with this file through Playwright's routing, so nothing is
 * downloaded and nothing here ships with the shop. It keeps the script's surface the storefront uses:
 * `new Razorpay(options)`, `.open()`, `.on('payment.failed', listener)`, `options.handler(response)` and
 * `options.modal.ondismiss()`. Opened, it shows a small dialog: "Pay" calls the handler with the documented
 * callback fields, signed as Razorpay signs them (HMAC-SHA256 of `order_id|payment_id` with the key secret, hex;
 * the spec gives this page the test shop's key secret in window.__RAZORPAY_STAND_IN_SECRET), "Fail" emits
 * payment.failed with the documented error shape and leaves the dialog open for another try (as Razorpay does),
 * "Close" closes it (ondismiss).
 */
(function () {
  async function sign(secret, message) {
    const enc = new TextEncoder();
    const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = await crypto.subtle.sign('HMAC', key, enc.encode(message));
    return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  function paymentId() {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let id = 'pay_';
    for (let i = 0; i < 14; i += 1) id += chars[Math.floor(Math.random() * chars.length)];
    return id;
  }

  function button(label, onClick) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText = 'margin:4px;padding:10px 14px;font:inherit;border-radius:6px;border:1px solid #0b2a6f;background:#fff';
    b.addEventListener('click', onClick);
    return b;
  }

  function Razorpay(options) {
    if (!options || !options.key || !options.order_id || typeof options.handler !== 'function') {
      throw new Error('Razorpay stand-in: key, order_id and handler are required');
    }
    this.options = options;
    this.listeners = { 'payment.failed': [] };
  }

  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
  };

  Razorpay.prototype.open = function () {
    const o = this.options;
    const listeners = this.listeners['payment.failed'];
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Razorpay Checkout (stand-in)');
    dialog.style.cssText =
      'position:fixed;inset:auto 8px 8px 8px;z-index:9999;background:#fff;border:2px solid #0b2a6f;border-radius:10px;padding:12px;font:15px sans-serif;box-shadow:0 8px 30px rgba(0,0,0,.3)';
    const rupees = (o.amount / 100).toLocaleString('en-IN', { style: 'currency', currency: o.currency || 'INR' });
    const title = document.createElement('p');
    title.textContent = `${o.name} · ${o.description} · ${rupees}`;
    const who = document.createElement('p');
    who.textContent = `${o.prefill && o.prefill.name} · ${o.prefill && o.prefill.contact} · ${o.order_id} · key ${o.key}`;
    dialog.append(title, who);
    const close = () => dialog.remove();
    dialog.append(
      button('Pay', async () => {
        const payment = paymentId();
        const signature = await sign(window.__RAZORPAY_STAND_IN_SECRET || '', `${o.order_id}|${payment}`);
        close();
        o.handler({ razorpay_payment_id: payment, razorpay_order_id: o.order_id, razorpay_signature: signature });
      }),
      button('Fail', () => {
        const error = {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: o.order_id, payment_id: paymentId() },
        };
        listeners.forEach((listener) => listener({ error }));
      }),
      button('Close', () => {
        close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }),
    );
    document.body.append(dialog);
  };

  window.Razorpay = Razorpay;
})();
