export function Chart() {
  return <div className="page"><div className="card">Chart</div></div>;
}
