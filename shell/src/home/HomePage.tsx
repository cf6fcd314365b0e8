/** Placeholder replaced by the home page work (issue 4): renders the market list. */
export function HomePage() {
  return <div className="page"><div className="card">Home</div></div>;
}
