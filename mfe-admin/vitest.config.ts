import { remoteTestConfig } from '../build/remoteTestConfig';

export default remoteTestConfig(['../shared/src/testing/setup.ts', './test/setup.ts']);
