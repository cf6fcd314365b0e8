export function Withdraw() {
  return <div className="page"><div className="card">Withdraw</div></div>;
}
