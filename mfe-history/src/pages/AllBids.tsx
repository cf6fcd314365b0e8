export function AllBids() {
  return <div className="page"><div className="card">AllBids</div></div>;
}
