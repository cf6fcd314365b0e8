export function GameTypePicker() {
  return <div className="page"><div className="card">GameTypePicker</div></div>;
}
