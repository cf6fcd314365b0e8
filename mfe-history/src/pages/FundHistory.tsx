export function FundHistory() {
  return <div className="page"><div className="card">FundHistory</div></div>;
}
