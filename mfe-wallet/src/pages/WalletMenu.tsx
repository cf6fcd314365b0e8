export function WalletMenu() {
  return <div className="page"><div className="card">WalletMenu</div></div>;
}
