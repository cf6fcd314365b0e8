export function PaymentStatus() {
  return <div className="page"><div className="card">PaymentStatus</div></div>;
}
