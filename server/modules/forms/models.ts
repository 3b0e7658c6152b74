import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { CaptchaProvider, FormSubmission, SubmissionStatus } from '../../../common/forms.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

/** What a visitor sent through a form of a published site. */
export class FormSubmissionRow extends Model<InferAttributes<FormSubmissionRow>, InferCreationAttributes<FormSubmissionRow>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  /** The deploy whose host took it (a draft's or the live one); null once unknown. */
  declare deploy_id: number | null;
  declare form_id: string;
  declare form_name: string;
  declare page_id: string | null;
  /** Only the fields the form declares, in its order, labelled as on the page. */
  declare fields: FormSubmission['fields'];
  /** The visitor's address: the first e-mail field's answer, for Reply-To. */
  declare email: string | null;
  declare ip: string | null;
  declare user_agent: string | null;
  declare status: CreationOptional<SubmissionStatus>;
  declare handled_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** A project's form settings; a project without a row has the defaults. */
export class ProjectFormSettingsRow extends Model<InferAttributes<ProjectFormSettingsRow>, InferCreationAttributes<ProjectFormSettingsRow>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  declare email_enabled: CreationOptional<boolean>;
  /** null: never set, so the owner's address. */
  declare recipients: CreationOptional<string[] | null>;
  declare retention_days: CreationOptional<number>;
  declare captcha_provider: CreationOptional<CaptchaProvider>;
  declare captcha_site_key: CreationOptional<string>;
  /** Sealed under APP_KEY (settings/secrets.ts sealSecret / openSecret). */
  declare captcha_secret: CreationOptional<string | null>;
  declare webhook_secret: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initFormModels(sequelize: Sequelize) {
  FormSubmissionRow.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      deploy_id: DataTypes.INTEGER,
      form_id: { type: DataTypes.STRING(10), allowNull: false },
      form_name: { type: DataTypes.STRING(191), allowNull: false },
      page_id: DataTypes.STRING(10),
      fields: jsonColumn<FormSubmission['fields']>('fields', []),
      email: DataTypes.STRING(191),
      ip: DataTypes.STRING(64),
      user_agent: DataTypes.STRING(255),
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'new' },
      handled_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'form_submissions' },
  );
  ProjectFormSettingsRow.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      email_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      recipients: jsonColumn<string[] | null>('recipients', null),
      retention_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 365 },
      captcha_provider: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'none' },
      captcha_site_key: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      captcha_secret: DataTypes.TEXT,
      webhook_secret: { type: DataTypes.STRING(64), allowNull: false },
    },
    { sequelize, tableName: 'project_form_settings' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const formModels = defineModels({ FormSubmissionRow, ProjectFormSettingsRow }, initFormModels);
