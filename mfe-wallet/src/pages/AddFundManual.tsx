export function AddFundManual() {
  return <div className="page"><div className="card">AddFundManual</div></div>;
}
