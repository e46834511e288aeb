// A jsdom test environment that runs one test file in another time zone:
//   /**
//    * @jest-environment ./tests/unit/timezone-environment.mjs
//    * @jest-environment-options {"timezone": "Asia/Kolkata"}
//    */
// Setting process.env.TZ inside a test does not work (Jest gives each file a copy of
// process.env); the environment sets the worker's real TZ, which Node applies at once, and puts
// it back afterwards for the next file in the same worker.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class TimezoneEnvironment extends TestEnvironment {
  constructor(config, context) {
    const { timezone, ...jsdomOptions } = config.projectConfig.testEnvironmentOptions;
    super(
      {
        ...config,
        projectConfig: { ...config.projectConfig, testEnvironmentOptions: jsdomOptions },
      },
      context,
    );
    this.previousTimezone = process.env.TZ;
    if (timezone) process.env.TZ = timezone;
  }

  async teardown() {
    if (this.previousTimezone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousTimezone;
    await super.teardown();
  }
}
