import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { PartKind } from '../../../common/editor/parts.ts';
import type { StyleRule } from '../../../common/editor/styles.ts';
import type { PageDoc } from '../../../common/editor/types.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

export class Project extends Model<InferAttributes<Project>, InferCreationAttributes<Project>> {
  declare id: CreationOptional<number>;
  declare uuid: string;
  declare user_id: number;
  declare workspace_id: CreationOptional<number>;
  declare name: string;
  declare slug: string;
  declare template: CreationOptional<string | null>;
  declare published: CreationOptional<boolean>;
  declare version: CreationOptional<number>;
  declare thumbnail: CreationOptional<string | null>;
  /** The key the client sent with the last accepted pages save (a repeat of it is not a conflict). */
  declare last_save_key: CreationOptional<string | null>;
  /** The deploy the site serves; null while the site is not published. */
  declare live_deploy_id: CreationOptional<number | null>;
  declare published_at: CreationOptional<Date | null>;
  /** The owner lets the home page's gallery show the live site. */
  declare showcase: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/**
 * One page of a project; `page_id` is the editor's 10-character id, `position` the order in the page
 * list, `version` the project version of the save that last wrote the page.
 */
export class ProjectPage extends Model<InferAttributes<ProjectPage>, InferCreationAttributes<ProjectPage>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  declare page_id: string;
  declare name: string;
  declare position: number;
  declare html: string;
  declare doc: PageDoc;
  declare version: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** A site-wide part (common/editor/parts.ts); `version` is the project version of the save that last wrote it. */
export class ProjectPart extends Model<InferAttributes<ProjectPart>, InferCreationAttributes<ProjectPart>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  declare part_id: string;
  declare name: string;
  declare kind: PartKind;
  declare html: string;
  declare styles: StyleRule[];
  declare version: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export const EMPTY_PAGE_DOC: PageDoc = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };

function initProjectModels(sequelize: Sequelize) {
  Project.init(
    {
      ...baseColumns,
      uuid: { type: DataTypes.STRING(36), allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      workspace_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      name: { type: DataTypes.STRING(191), allowNull: false },
      slug: { type: DataTypes.STRING(191), allowNull: false },
      template: DataTypes.STRING(100),
      published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      thumbnail: DataTypes.STRING(255),
      last_save_key: DataTypes.STRING(64),
      live_deploy_id: DataTypes.INTEGER,
      published_at: DataTypes.DATE,
      showcase: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    },
    { sequelize, tableName: 'projects' },
  );
  ProjectPage.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      page_id: { type: DataTypes.STRING(10), allowNull: false },
      name: { type: DataTypes.STRING(191), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
      html: { type: DataTypes.TEXT, allowNull: false },
      doc: { ...jsonColumn<PageDoc>('doc', EMPTY_PAGE_DOC), allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    },
    { sequelize, tableName: 'project_pages' },
  );
  ProjectPart.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      part_id: { type: DataTypes.STRING(10), allowNull: false },
      name: { type: DataTypes.STRING(191), allowNull: false },
      kind: { type: DataTypes.STRING(16), allowNull: false },
      html: { type: DataTypes.TEXT, allowNull: false },
      styles: { ...jsonColumn<StyleRule[]>('styles', []), allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    },
    { sequelize, tableName: 'project_parts' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const projectModels = defineModels({ Project, ProjectPage, ProjectPart }, initProjectModels);
