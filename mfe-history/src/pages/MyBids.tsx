export function MyBids() {
  return <div className="page"><div className="card">MyBids</div></div>;
}
