// The environment every Superset process of ours runs with.
import path from 'node:path';
import { paths } from './paths.mjs';

export function supersetEnvironment() {
  return {
    ...process.env,
    SUPERSET_CONFIG_PATH: paths.configFile,
    FLASK_APP: 'superset.app:create_app()',
    PYTHONUNBUFFERED: '1',
    PATH: `${path.join(paths.venv, 'bin')}:${process.env.PATH ?? ''}`,
    VIRTUAL_ENV: paths.venv,
  };
}
