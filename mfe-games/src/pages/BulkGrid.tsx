export function BulkGrid() {
  return <div className="page"><div className="card">BulkGrid</div></div>;
}
