import { baseColumns } from '../../db/columns.ts';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { Role } from '../roles/models.ts';
import { defineModels } from '../../db/registry.ts';

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare password: CreationOptional<string | null>;
  declare first_name: CreationOptional<string | null>;
  declare last_name: CreationOptional<string | null>;
  declare avatar: CreationOptional<string | null>;
  declare language: CreationOptional<string | null>;
  declare country: CreationOptional<string | null>;
  declare timezone: CreationOptional<string | null>;
  declare email_verified_at: CreationOptional<Date | null>;
  declare two_factor_secret: CreationOptional<string | null>;
  declare two_factor_recovery_codes: CreationOptional<string | null>;
  declare two_factor_confirmed_at: CreationOptional<Date | null>;
  declare banned_at: CreationOptional<Date | null>;
  declare two_factor_last_step: CreationOptional<number | null>;
  declare stripe_customer_id: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare roles?: Role[];
}

export class UserRole extends Model<InferAttributes<UserRole>, InferCreationAttributes<UserRole>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare role_id: number;
  declare created_at: CreationOptional<Date>;
}

function initUserModels(sequelize: Sequelize) {
  User.init(
    {
      ...baseColumns,
      email: { type: DataTypes.STRING(191), allowNull: false, unique: true },
      password: DataTypes.STRING(255),
      first_name: DataTypes.STRING(100),
      last_name: DataTypes.STRING(100),
      avatar: DataTypes.STRING(255),
      language: DataTypes.STRING(10),
      country: DataTypes.STRING(10),
      timezone: DataTypes.STRING(64),
      email_verified_at: DataTypes.DATE,
      two_factor_secret: DataTypes.TEXT,
      two_factor_recovery_codes: DataTypes.TEXT,
      two_factor_confirmed_at: DataTypes.DATE,
      banned_at: DataTypes.DATE,
      // BIGINT arrives as a string from mysql2; a time step is compared as a number.
      two_factor_last_step: {
        type: DataTypes.BIGINT,
        get(this: User) {
          const raw = this.getDataValue('two_factor_last_step');
          return raw === null || raw === undefined ? null : Number(raw);
        },
      },
      stripe_customer_id: DataTypes.STRING(100),
    },
    { sequelize, tableName: 'users' },
  );
  UserRole.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      role_id: { type: DataTypes.INTEGER, allowNull: false },
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'user_role', updatedAt: false },
  );
  User.belongsToMany(Role, { through: UserRole, foreignKey: 'user_id', otherKey: 'role_id', as: 'roles' });
  Role.belongsToMany(User, { through: UserRole, foreignKey: 'role_id', otherKey: 'user_id', as: 'users' });
}

/** Handed to the data layer by server/modules/models.ts. */
export const userModels = defineModels({ User, UserRole }, initUserModels);
