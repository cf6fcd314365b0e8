export function FullSangam() {
  return <div className="page"><div className="card">FullSangam</div></div>;
}
