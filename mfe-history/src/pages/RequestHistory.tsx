export function RequestHistory() {
  return <div className="page"><div className="card">RequestHistory</div></div>;
}
