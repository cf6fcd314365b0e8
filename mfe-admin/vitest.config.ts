import { remoteTestConfig } from '../build/remoteTestConfig';

export default remoteTestConfig();
