// Prints the embedded server's feature flags (its defaults, with FEATURE_FLAGS from the environment
// applied) as JSON, so that the local Superset starts with the same ones.
import { loadConfig } from '../../server/config';

console.log(JSON.stringify(loadConfig(process.env).featureFlags));
