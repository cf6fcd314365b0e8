export function HalfSangam() {
  return <div className="page"><div className="card">HalfSangam</div></div>;
}
