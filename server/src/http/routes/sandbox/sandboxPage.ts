/** The play-mode UPI sandbox: a page standing in for a payment gateway. No real money moves. */
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sandboxPage(payment: { transId: string; points: number; decided: boolean }): string {
  const id = escape(payment.transId);
  const { decided } = payment;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>UPI sandbox</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#0f1b3d;color:#fff;display:grid;place-items:center;min-height:100vh}
main{background:#fff;color:#14213d;border-radius:16px;padding:24px;width:min(360px,90vw);box-shadow:0 10px 30px #0006}
h1{font-size:20px;margin:0 0 8px}p{margin:8px 0;color:#44506b}.amount{font-size:32px;font-weight:700;color:#14213d}
button{width:100%;min-height:48px;margin-top:12px;border:0;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer}
.pay{background:#1f9d55;color:#fff}.fail{background:#e6e9f0;color:#14213d}button:focus-visible{outline:3px solid #f4b400;outline-offset:2px}
.note{font-size:13px;background:#fff6d6;border-radius:8px;padding:8px}
</style></head>
<body><main>
<h1>UPI payment (sandbox)</h1>
<p class="note">Play-points mode: this is a test gateway. No real money is charged.</p>
<p>Transaction <code>${id}</code></p>
<p class="amount">${payment.points} points</p>
${decided ? `<p>This payment is already complete.</p><p><a href="/payment-status?trans_id=${encodeURIComponent(payment.transId)}">Back to the app</a></p>` : `
<form method="post" action="/api/sandbox/pay">
<input type="hidden" name="trans_id" value="${id}">
<button class="pay" name="outcome" value="paid">Pay ${payment.points} points</button>
<button class="fail" name="outcome" value="failed">Fail this payment</button>
</form>`}
</main></body></html>`;
}
