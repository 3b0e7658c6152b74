import { DataTypes, type ModelAttributeColumnOptions, type Model } from 'sequelize';

/**
 * JSON stored in a TEXT column: MariaDB's JSON type is LONGTEXT anyway and SQLite has none,
 * so one portable representation keeps both dialects identical.
 */
export function jsonColumn<T>(name: string, fallback: T): ModelAttributeColumnOptions<Model> {
  return {
    // The migration decides TEXT or LONGTEXT per dialect; the model only needs to know it is text.
    type: DataTypes.TEXT,
    allowNull: true,
    get(this: Model) {
      const raw = this.getDataValue(name) as unknown;
      if (raw === null || raw === undefined || raw === '') return fallback;
      if (typeof raw !== 'string') return raw;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return fallback;
      }
    },
    set(this: Model, value: unknown) {
      this.setDataValue(name, value === null || value === undefined ? null : JSON.stringify(value));
    },
  };
}
