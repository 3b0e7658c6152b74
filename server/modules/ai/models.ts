import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { GenerationProvider, GenerationStatus, GenerationStyle } from '../../../common/ai/generations.ts';
import type { PlanLanguage } from '../../../common/ai/site-plan.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

export interface GenerationOptions {
  pages: number;
  language: PlanLanguage | null;
  /** Absent in rows written before styles could be asked for. */
  style?: GenerationStyle | null;
  seed: number;
  /** The user's own file entries to show on the site (server/modules/ai/images/); absent in older rows. */
  photos?: number[];
}

/** One AI site generation; its job (server/jobs/) does the work, this row says how far it got. */
export class AiGeneration extends Model<InferAttributes<AiGeneration>, InferCreationAttributes<AiGeneration>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare workspace_id: number;
  declare job_id: CreationOptional<number | null>;
  declare prompt: string;
  declare options: GenerationOptions;
  declare status: CreationOptional<GenerationStatus>;
  declare provider: CreationOptional<GenerationProvider | null>;
  declare notice: CreationOptional<string | null>;
  declare page_names: CreationOptional<string[]>;
  declare pages_ready: CreationOptional<number>;
  declare project_id: CreationOptional<number | null>;
  declare error: CreationOptional<string | null>;
  /** The client's Idempotency-Key for the request that started it, unique per user. */
  declare idempotency_key: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initAiModels(sequelize: Sequelize) {
  AiGeneration.init(
    {
      ...baseColumns,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      workspace_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      job_id: DataTypes.INTEGER,
      prompt: { type: DataTypes.TEXT, allowNull: false },
      options: { ...jsonColumn<GenerationOptions>('options', { pages: 4, language: null, seed: 0 }), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
      provider: DataTypes.STRING(20),
      notice: DataTypes.STRING(500),
      page_names: jsonColumn<string[]>('page_names', []),
      pages_ready: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      project_id: DataTypes.INTEGER,
      error: DataTypes.TEXT,
      idempotency_key: DataTypes.STRING(255),
    },
    { sequelize, tableName: 'ai_generations' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const aiModels = defineModels({ AiGeneration }, initAiModels);
