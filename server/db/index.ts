import { markClosed } from './transactions.ts';
import type { Model, ModelStatic, Sequelize } from 'sequelize';
import type { Config } from '../../config/index.ts';
import { assertDatabaseReachable, createSequelize, DatabaseUnavailableError, describeConnectionError } from './connection.ts';
import { bindModels, type ModelDefinition } from './registry.ts';

export interface Database {
  sequelize: Sequelize;
  /** Every bound model by class name. */
  models: Record<string, ModelStatic<Model>>;
  close(): Promise<void>;
}

/**
 * Connects (failing with one actionable line when unreachable) and binds the models the caller
 * hands in; the app's full list is server/modules/models.ts, opened by server/database.ts.
 */
export async function openDatabase(config: Config, definitions: readonly ModelDefinition[]): Promise<Database> {
  let sequelize: Sequelize;
  try {
    sequelize = createSequelize(config.database);
  } catch (error) {
    // Creating the SQLite folder can fail (a file in the way, no permission): say so in one line.
    throw new DatabaseUnavailableError(describeConnectionError(error, config.database));
  }
  try {
    await assertDatabaseReachable(sequelize, config.database);
  } catch (error) {
    await sequelize.close().catch(() => undefined);
    throw error;
  }
  const models = bindModels(sequelize, definitions);
  return {
    sequelize,
    models,
    close: () => {
      markClosed(sequelize);
      return sequelize.close();
    },
  };
}
