import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { defineModels } from '../../db/registry.ts';

/** A message sent through the contact page. Written once; only read_at changes. */
export class ContactMessage extends Model<InferAttributes<ContactMessage>, InferCreationAttributes<ContactMessage>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare email: string;
  declare subject: string;
  declare message: string;
  declare ip: CreationOptional<string | null>;
  declare user_id: CreationOptional<number | null>;
  declare read_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
}

function initContactModels(sequelize: Sequelize) {
  ContactMessage.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(191), allowNull: false },
      subject: { type: DataTypes.STRING(200), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      ip: DataTypes.STRING(64),
      user_id: DataTypes.INTEGER,
      read_at: DataTypes.DATE,
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'contact_messages', updatedAt: false },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const contactModels = defineModels({ ContactMessage }, initContactModels);
