import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ProjectPage } from '../../../common/editor/types.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

/** A starter site loaded from templates/sites/<slug>/ by `sitewright seed templates`. */
export class SiteTemplate extends Model<InferAttributes<SiteTemplate>, InferCreationAttributes<SiteTemplate>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare name: string;
  declare description: string;
  declare category: string;
  /** Path of the thumbnail relative to the templates directory. */
  declare thumbnail: string | null;
  declare pages: ProjectPage[];
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initTemplateModels(sequelize: Sequelize) {
  SiteTemplate.init(
    {
      ...baseColumns,
      slug: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(191), allowNull: false },
      description: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
      category: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
      thumbnail: DataTypes.STRING(255),
      pages: { ...jsonColumn<ProjectPage[]>('pages', []), allowNull: false },
    },
    { sequelize, tableName: 'site_templates' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const templateModels = defineModels({ SiteTemplate }, initTemplateModels);
