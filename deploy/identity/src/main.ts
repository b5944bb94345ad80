import { join } from 'node:path';
import { ConfigError, loadIdentityConfig } from './config';
import { FACTS_FILE, startIdentity, type IdentityFacts, type IdentityHandle } from './identity';

async function main(): Promise<void> {
  const config = readConfigOrExit();
  // Signals may arrive while starting, before there is a handle to stop.
  const running: { identity?: IdentityHandle } = {};
  const shutdown = async (code: number): Promise<void> => {
    await running.identity?.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  running.identity = await startIdentity({
    ...config,
    log: (line) => console.error(line),
    onUnexpectedExit: (reason) => {
      console.error(`identity: ${reason}`);
      void shutdown(1);
    },
  });
  printFacts(running.identity.facts, join(config.dataDir, FACTS_FILE));
}

function readConfigOrExit(): ReturnType<typeof loadIdentityConfig> {
  try {
    return loadIdentityConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`identity: invalid configuration: ${error.message}`);
    process.exit(2);
  }
}

function printFacts(facts: IdentityFacts, factsFile: string): void {
  const lines = [
    `Cognito API / issuer base  ${facts.url}   (region ${facts.region}; public operations only)`,
    `Admin API (loopback)       ${facts.adminUrl}   (Admin*, List*: seed, tests, support tooling)`,
    `User pool                  ${facts.userPoolId}`,
    `App client (storefront)    ${facts.clientId}`,
    `Issuer                     ${facts.issuer}`,
    `JWKS                       ${facts.jwksUri}`,
    `Hosted login               ${facts.hostedLoginUrl}`,
    ...facts.users.map((user) => `Login (${user.role})`.padEnd(27) + `${user.email} / ${user.password}`),
    ...facts.federatedIdentities.map(
      (identity) => `Hosted login test identity `.padEnd(27) + `${identity.provider}: ${identity.email}`,
    ),
    `Facts                      ${factsFile}`,
  ];
  console.log(lines.join('\n'));
  // One stable line for launchers that watch the output rather than the facts file.
  console.log(`identity ready ${facts.url}`);
}

main().catch((error: unknown) => {
  console.error('identity: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
