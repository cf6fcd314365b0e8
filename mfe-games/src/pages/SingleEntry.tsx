export function SingleEntry() {
  return <div className="page"><div className="card">SingleEntry</div></div>;
}
