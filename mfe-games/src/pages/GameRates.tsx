export function GameRates() {
  return <div className="page"><div className="card">GameRates</div></div>;
}
