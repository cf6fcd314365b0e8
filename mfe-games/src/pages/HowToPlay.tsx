export function HowToPlay() {
  return <div className="page"><div className="card">HowToPlay</div></div>;
}
