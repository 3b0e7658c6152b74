import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

export interface SessionPayload {
  /** Set by a password login when the user has 2FA on: who may finish with the challenge. */
  twoFactorUserId?: number;
  twoFactorRemember?: boolean;
  /** When the password was last confirmed (ms since epoch), for sensitive actions. */
  passwordConfirmedAt?: number;
  /** OAuth state, PKCE verifier and intent of a social login in progress. */
  social?: Record<string, unknown>;
  /** The admin whose session this is while it acts as another user (server/modules/users/admin-impersonation.ts). */
  impersonatorId?: number;
}

export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  declare id: CreationOptional<number>;
  declare token_hash: string;
  declare user_id: number | null;
  declare ip_address: string | null;
  declare user_agent: string | null;
  declare country: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare payload: CreationOptional<SessionPayload>;
  declare remember: CreationOptional<boolean>;
  declare last_activity: Date;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class AccessToken extends Model<InferAttributes<AccessToken>, InferCreationAttributes<AccessToken>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare name: string;
  declare token_hash: string;
  declare last_used_at: CreationOptional<Date | null>;
  declare expires_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class SocialProfile extends Model<InferAttributes<SocialProfile>, InferCreationAttributes<SocialProfile>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare service_name: string;
  declare user_service_id: string;
  declare username: CreationOptional<string | null>;
  declare email: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class AuthToken extends Model<InferAttributes<AuthToken>, InferCreationAttributes<AuthToken>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare type: string;
  declare token_hash: string;
  declare expires_at: Date;
  declare used_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
}

/** A browser and OS family the user has signed in with (known-devices.ts): a sign-in from another one gets a notice. */
export class KnownDevice extends Model<InferAttributes<KnownDevice>, InferCreationAttributes<KnownDevice>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare fingerprint: string;
  declare first_seen_at: Date;
  declare last_seen_at: Date;
}

export class RateLimit extends Model<InferAttributes<RateLimit>, InferCreationAttributes<RateLimit>> {
  declare key: string;
  declare hits: number;
  declare reset_at: Date;
}

function initAuthModels(sequelize: Sequelize) {
  Session.init(
    {
      ...baseColumns,
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      user_id: DataTypes.INTEGER,
      ip_address: DataTypes.STRING(45),
      user_agent: DataTypes.STRING(500),
      country: DataTypes.STRING(2),
      city: DataTypes.STRING(100),
      payload: jsonColumn<SessionPayload>('payload', {}),
      remember: { type: DataTypes.BOOLEAN, defaultValue: false },
      last_activity: { type: DataTypes.DATE, allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'sessions' },
  );
  AccessToken.init(
    {
      ...baseColumns,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(191), allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      last_used_at: DataTypes.DATE,
      expires_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'personal_access_tokens' },
  );
  SocialProfile.init(
    {
      ...baseColumns,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      service_name: { type: DataTypes.STRING(20), allowNull: false },
      user_service_id: { type: DataTypes.STRING(191), allowNull: false },
      username: DataTypes.STRING(191),
      email: DataTypes.STRING(191),
    },
    { sequelize, tableName: 'social_profiles' },
  );
  AuthToken.init(
    {
      id: baseColumns.id,
      created_at: baseColumns.created_at,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      type: { type: DataTypes.STRING(30), allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'auth_tokens', updatedAt: false },
  );
  KnownDevice.init(
    {
      id: baseColumns.id,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      fingerprint: { type: DataTypes.STRING(64), allowNull: false },
      first_seen_at: { type: DataTypes.DATE, allowNull: false },
      last_seen_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'known_devices', timestamps: false },
  );
  RateLimit.init(
    {
      key: { type: DataTypes.STRING(191), primaryKey: true },
      hits: { type: DataTypes.INTEGER, allowNull: false },
      reset_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'rate_limits', timestamps: false },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const authModels = defineModels({ Session, AccessToken, SocialProfile, AuthToken, KnownDevice, RateLimit }, initAuthModels);
