export function AccountStatement() {
  return <div className="page"><div className="card">AccountStatement</div></div>;
}
