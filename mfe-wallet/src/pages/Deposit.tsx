export function Deposit() {
  return <div className="page"><div className="card">Deposit</div></div>;
}
