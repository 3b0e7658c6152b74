import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { CollectionField, ItemStatus } from '../../../common/collections.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

/** A project's collection: the built-in blog (`posts`) or one whose fields the owner defines. */
export class CollectionRow extends Model<InferAttributes<CollectionRow>, InferCreationAttributes<CollectionRow>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  declare slug: string;
  declare name: string;
  declare builtin: CreationOptional<boolean>;
  declare fields: CollectionField[];
  /** The editor id of the project page that shows one item; null until one is chosen. */
  declare template_page_id: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** One item of a collection (a post, a dish, an event). `body` is sanitized HTML. */
export class CollectionItemRow extends Model<InferAttributes<CollectionItemRow>, InferCreationAttributes<CollectionItemRow>> {
  declare id: CreationOptional<number>;
  declare collection_id: number;
  declare project_id: number;
  declare slug: string;
  declare title: string;
  declare status: CreationOptional<ItemStatus>;
  /** When a scheduled item goes live; null unless scheduled. */
  declare publish_at: CreationOptional<Date | null>;
  declare published_at: CreationOptional<Date | null>;
  declare author_id: CreationOptional<number | null>;
  declare body: CreationOptional<string>;
  /** The collection's own fields by key. */
  declare values: CreationOptional<Record<string, unknown>>;
  declare tags: CreationOptional<string[]>;
  declare seo_title: CreationOptional<string>;
  declare seo_description: CreationOptional<string>;
  declare og_image: CreationOptional<string>;
  declare sample: CreationOptional<boolean>;
  /** Raised by every write; a PATCH based on another version is a conflict. */
  declare version: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** An item's content before one of its edits, so the edit can be undone. */
export class CollectionItemRevisionRow extends Model<InferAttributes<CollectionItemRevisionRow>, InferCreationAttributes<CollectionItemRevisionRow>> {
  declare id: CreationOptional<number>;
  declare item_id: number;
  declare author_id: number | null;
  declare title: string;
  declare body: string;
  declare values: Record<string, unknown>;
  declare tags: string[];
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initCollectionModels(sequelize: Sequelize) {
  CollectionRow.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      slug: { type: DataTypes.STRING(191), allowNull: false },
      name: { type: DataTypes.STRING(191), allowNull: false },
      builtin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      fields: jsonColumn<CollectionField[]>('fields', []),
      template_page_id: DataTypes.STRING(10),
    },
    { sequelize, tableName: 'collections' },
  );
  CollectionItemRow.init(
    {
      ...baseColumns,
      collection_id: { type: DataTypes.INTEGER, allowNull: false },
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      slug: { type: DataTypes.STRING(191), allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
      publish_at: DataTypes.DATE,
      published_at: DataTypes.DATE,
      author_id: DataTypes.INTEGER,
      body: { type: DataTypes.TEXT, allowNull: true, defaultValue: '', get(this: CollectionItemRow) { return (this.getDataValue('body') as string | null) ?? ''; } },
      values: jsonColumn<Record<string, unknown>>('values', {}),
      tags: jsonColumn<string[]>('tags', []),
      seo_title: { type: DataTypes.STRING(191), allowNull: false, defaultValue: '' },
      seo_description: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      og_image: { type: DataTypes.STRING(2048), allowNull: false, defaultValue: '' },
      sample: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    },
    { sequelize, tableName: 'collection_items' },
  );
  CollectionItemRevisionRow.init(
    {
      ...baseColumns,
      item_id: { type: DataTypes.INTEGER, allowNull: false },
      author_id: DataTypes.INTEGER,
      title: { type: DataTypes.STRING(255), allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: true, get(this: CollectionItemRevisionRow) { return (this.getDataValue('body') as string | null) ?? ''; } },
      values: jsonColumn<Record<string, unknown>>('values', {}),
      tags: jsonColumn<string[]>('tags', []),
    },
    { sequelize, tableName: 'collection_item_revisions' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const collectionModels = defineModels({ CollectionRow, CollectionItemRow, CollectionItemRevisionRow }, initCollectionModels);
