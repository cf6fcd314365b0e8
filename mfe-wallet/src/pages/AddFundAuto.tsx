export function AddFundAuto() {
  return <div className="page"><div className="card">AddFundAuto</div></div>;
}
