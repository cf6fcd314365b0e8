export function Console() {
  return <div className="page"><div className="card">Console</div></div>;
}
