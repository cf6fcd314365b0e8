export function BankDetails() {
  return <div className="page"><div className="card">BankDetails</div></div>;
}
