/** A player's betting switch as a pill: on the players list and on a player's page. */
export const PlayerStatus = ({ status }: { status: '0' | '1' }) =>
  status === '1' ? <span className="pill pill-success">Betting on</span> : <span className="pill pill-danger">Betting off</span>;
