import type { Model, ModelStatic, Sequelize } from 'sequelize';

/**
 * What a module hands the data layer: its model classes and how to bind them to a connection.
 * Each module's models.ts exports one; server/modules/models.ts lists them, so the data layer
 * (server/db/) depends on no module.
 */
export interface ModelDefinition {
  /**
   * By class name; the keys of every definition together must be unique. Typed loosely on
   * purpose: checking a model class against ModelStatic<Model> here makes TypeScript infer `any`
   * attributes for it in other files (e.g. for `Parameters<typeof FileEntryModel.create>`).
   */
  models: Record<string, object>;
  /** Calls Model.init for each model and sets up associations, which may name models of definitions listed earlier. */
  init(sequelize: Sequelize): void;
}

export function defineModels(models: ModelDefinition['models'], init: ModelDefinition['init']): ModelDefinition {
  return { models, init };
}

/**
 * Binds every definition, in order, to the connection. Models are module-level classes (one
 * database per process); re-binding them to a new connection, as tests do, must start from no
 * associations or Sequelize rejects the aliases.
 */
export function bindModels(sequelize: Sequelize, definitions: readonly ModelDefinition[]): Record<string, ModelStatic<Model>> {
  const all: Record<string, ModelStatic<Model>> = {};
  for (const definition of definitions) {
    for (const [name, model] of Object.entries(definition.models as Record<string, ModelStatic<Model>>)) {
      if (all[name] && all[name] !== model) throw new Error(`Two modules define a model named ${name}`);
      all[name] = model;
    }
  }
  for (const model of Object.values(all)) {
    for (const key of Object.keys(model.associations ?? {})) delete (model.associations as Record<string, unknown>)[key];
  }
  for (const definition of definitions) definition.init(sequelize);
  return all;
}
