import type { Migration } from './types';

/**
 * Alerts and reports (Superset's `report_schedule`), their owners (`report_schedule_user`), where
 * they are delivered (`report_recipient`) and each run (`report_execution_log`).
 *
 * `validator_config_json`, `last_value_row_json`, `extra`, `recipient_config_json` and
 * `value_row_json` hold JSON text. Uniqueness (name per type, one run per scheduled time) is
 * checked by the repositories, whose writes are serialised: no secondary indexes (see 0011).
 */
export const reportTables: Migration = {
  version: 14,
  name: 'reports',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE report_schedule_id_seq START 1;
      CREATE TABLE report_schedule (
        id INTEGER PRIMARY KEY DEFAULT nextval('report_schedule_id_seq'),
        uuid VARCHAR NOT NULL,
        type VARCHAR NOT NULL,
        name VARCHAR NOT NULL,
        description VARCHAR,
        context_markdown VARCHAR,
        active BOOLEAN NOT NULL DEFAULT TRUE,
        crontab VARCHAR NOT NULL,
        timezone VARCHAR NOT NULL DEFAULT 'UTC',
        creation_method VARCHAR NOT NULL DEFAULT 'alerts_reports',
        chart_id INTEGER,
        dashboard_id INTEGER,
        database_id INTEGER,
        sql VARCHAR,
        validator_type VARCHAR,
        validator_config_json VARCHAR,
        grace_period INTEGER NOT NULL DEFAULT 14400,
        working_timeout INTEGER NOT NULL DEFAULT 3600,
        log_retention INTEGER NOT NULL DEFAULT 90,
        last_eval_dttm TIMESTAMP,
        last_state VARCHAR NOT NULL DEFAULT 'Not triggered',
        last_value DOUBLE,
        last_value_row_json VARCHAR,
        report_format VARCHAR NOT NULL DEFAULT 'PNG',
        extra VARCHAR NOT NULL DEFAULT '{}',
        force_screenshot BOOLEAN NOT NULL DEFAULT FALSE,
        custom_width INTEGER,
        email_subject VARCHAR,
        created_by_fk INTEGER,
        changed_by_fk INTEGER,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL
      );

      CREATE TABLE report_schedule_user (
        report_schedule_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (report_schedule_id, user_id)
      );

      CREATE SEQUENCE report_recipient_id_seq START 1;
      CREATE TABLE report_recipient (
        id INTEGER PRIMARY KEY DEFAULT nextval('report_recipient_id_seq'),
        report_schedule_id INTEGER NOT NULL,
        type VARCHAR NOT NULL,
        recipient_config_json VARCHAR NOT NULL
      );

      CREATE SEQUENCE report_execution_log_id_seq START 1;
      CREATE TABLE report_execution_log (
        id INTEGER PRIMARY KEY DEFAULT nextval('report_execution_log_id_seq'),
        uuid VARCHAR NOT NULL,
        report_schedule_id INTEGER NOT NULL,
        scheduled_dttm TIMESTAMP NOT NULL,
        start_dttm TIMESTAMP,
        end_dttm TIMESTAMP,
        value DOUBLE,
        value_row_json VARCHAR,
        state VARCHAR NOT NULL,
        error_message VARCHAR
      );
    `);
  },
};
