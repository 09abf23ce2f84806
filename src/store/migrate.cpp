#include "store/migrate.hpp"

#include "store/open_store.hpp"
#include "store/postgres.hpp"
#include "store/postgres_store.hpp"
#include "store/sqlite.hpp"
#include "store/sqlite_store.hpp"

#include <charconv>
#include <memory>

namespace mudchess {

namespace {

enum class Kind { TEXT, INTEGER, BOOLEAN, REAL, MAYBE_REAL };

struct Column {
    const char* sqlite;
    const char* postgres;
    Kind kind;
};

struct Table {
    const char* name;
    // The order rows were written in, or a key; a column named with its table, since PostgreSQL
    // reads a bare name as the text it is selected as (and "10" sorts before "9").
    const char* order;
    std::vector<Column> columns;
    // Whether its first column is the id the store hands out (a game's g-number, which players
    // quote): copied as it is, and PostgreSQL's counter set past the highest.
    bool numbered = false;
};

Column text(const char* name) { return {name, name, Kind::TEXT}; }
Column integer(const char* name) { return {name, name, Kind::INTEGER}; }
Column real(const char* name) { return {name, name, Kind::REAL}; }
Column maybeReal(const char* name) { return {name, name, Kind::MAYBE_REAL}; }

// The tables both stores have, with the columns they share (SQLite's layout 13, PostgreSQL's 7;
// games.version is PostgreSQL's own and starts again at 1).
const std::vector<Table>& storeTables() {
    static const std::vector<Table> all{
        {"games",
         "games.id",
         {integer("id"),
          text("place"),
          text("object"),
          integer("number"),
          {"current", "current", Kind::BOOLEAN},
          text("variant"),
          text("start_fen"),
          text("moves"),
          text("white"),
          text("black"),
          text("result"),
          text("termination"),
          text("draw_offer"),
          text("clock"),
          text("computers"),
          text("started"),
          text("tags"),
          text("draw_rule"),
          text("board_draw_rule"),
          integer("rated"),
          text("engines")},
         true},
        {"options", "1, 2", {{"user", "user_id", Kind::TEXT}, text("name"), text("value")}},
        {"players", "1", {text("id"), text("name")}},
        {"ratings",
         "1, 2, 3",
         {text("player"), text("variant"), text("speed"), real("rating"), real("deviation"),
          real("volatility"), integer("games"), integer("last_played")}},
        {"rated_games",
         "rated_games.id",
         {integer("id"), text("place"), text("object"), integer("number"), integer("ended"),
          text("variant"), text("speed"), text("white"), text("black"), real("weight"),
          maybeReal("white_before"), maybeReal("white_after"), maybeReal("black_before"),
          maybeReal("black_after")},
         true},
        {"analyses",
         "analyses.place, analyses.object, analyses.number",
         {text("place"), text("object"), integer("number"), text("moves"), text("analysis")}},
        {"puzzles",
         "puzzles.id",
         {text("id"), text("variant"), text("fen"), text("moves"), real("rating"),
          real("deviation"), real("volatility"), integer("popularity"), integer("plays"),
          text("themes"), text("game_url"), text("opening_tags"), text("white"), text("black")}},
        {"puzzle_ratings",
         "puzzle_ratings.player, puzzle_ratings.variant",
         {text("player"), text("variant"), real("rating"), real("deviation"), real("volatility"),
          integer("solved"), integer("failed"), integer("streak"), integer("best_streak"),
          integer("last_played")}},
        // No key: a player may try a puzzle again. Every column orders it, so that equal rows
        // alone may swap.
        {"puzzle_attempts",
         "puzzle_attempts.player, puzzle_attempts.puzzle, puzzle_attempts.played_at, "
         "puzzle_attempts.solved",
         {text("player"),
          text("puzzle"),
          {"solved", "solved", Kind::BOOLEAN},
          integer("played_at")}},
        {"cut_games", "cut_games.game", {integer("game")}},
    };
    return all;
}

// SELECT of the table's rows as text: integers in decimal, a missing figure as "".
std::string selectSql(const Table& t, bool postgres) {
    std::string sql = "SELECT ";
    for (const Column& c : t.columns) {
        std::string name = postgres ? c.postgres : c.sqlite;
        if (&c != &t.columns.front()) sql += ", ";
        switch (c.kind) {
        case Kind::TEXT: sql += name; break;
        case Kind::INTEGER: sql += postgres ? name + "::text" : name; break;
        case Kind::BOOLEAN: sql += postgres ? "(" + name + "::int)::text" : name; break;
        case Kind::REAL: sql += postgres ? name + "::text" : name; break;
        case Kind::MAYBE_REAL: sql += postgres ? "coalesce(" + name + "::text, '')" : name; break;
        }
    }
    return sql + " FROM " + t.name + " ORDER BY " + t.order;
}

std::string insertSql(const Table& t, bool postgres) {
    std::string names, values;
    int n = 0;
    for (const Column& c : t.columns) {
        std::string at = (postgres ? "$" : "?") + std::to_string(++n);
        names += std::string(n > 1 ? ", " : "") + (postgres ? c.postgres : c.sqlite);
        if (c.kind == Kind::MAYBE_REAL)
            at = "NULLIF(" + at + ", '')" + (postgres ? "::double precision" : "");
        values += (n > 1 ? ", " : "") + at;
    }
    return std::string("INSERT INTO ") + t.name + "(" + names + ") VALUES(" + values + ")";
}

bool isFigure(const Column& c) { return c.kind == Kind::REAL || c.kind == Kind::MAYBE_REAL; }

// The fewest digits that read back as `d`, as PostgreSQL writes a double.
std::string shortest(double d) {
    char digits[32];
    return std::string(digits, std::to_chars(digits, digits + sizeof digits, d).ptr);
}

// One end of a migration: a database reached directly, its layout made current first.
class End {
  public:
    virtual ~End() = default;
    virtual std::vector<std::vector<std::string>> rows(const Table& t) = 0;
    virtual void begin() = 0;
    virtual void insert(const Table& t, const std::vector<std::vector<std::string>>& rows) = 0;
    virtual void commit() = 0;
};

class SqliteEnd : public End {
  public:
    explicit SqliteEnd(const std::string& path) {
        SqliteStore::open(path); // creates or upgrades the layout, checks the file
        db_ = std::make_unique<sql::Database>(path, false);
    }
    std::vector<std::vector<std::string>> rows(const Table& t) override {
        std::vector<std::vector<std::string>> out;
        sql::Statement s = db_->prepare(selectSql(t, false));
        while (s.step()) {
            std::vector<std::string> row;
            for (std::size_t i = 0; i < t.columns.size(); ++i) {
                std::string value = s.text(int(i));
                if (isFigure(t.columns[i]) && !value.empty()) value = shortest(s.real(int(i)));
                row.push_back(value);
            }
            out.push_back(std::move(row));
        }
        return out;
    }
    void begin() override { transaction_ = std::make_unique<sql::Transaction>(*db_); }
    void insert(const Table& t, const std::vector<std::vector<std::string>>& rows) override {
        sql::Statement s = db_->prepare(insertSql(t, false));
        for (const auto& row : rows) {
            for (std::size_t i = 0; i < row.size(); ++i) {
                double figure = 0;
                const std::string& v = row[i];
                if (isFigure(t.columns[i]) && !v.empty() &&
                    std::from_chars(v.data(), v.data() + v.size(), figure).ec == std::errc())
                    s.bind(int(i + 1), figure);
                else
                    s.bind(int(i + 1), v);
            }
            s.run();
        }
    }
    void commit() override { transaction_->commit(); }

  private:
    std::unique_ptr<sql::Database> db_;
    std::unique_ptr<sql::Transaction> transaction_;
};

class PostgresEnd : public End {
  public:
    explicit PostgresEnd(const std::string& conninfo) {
        PostgresStore::open(conninfo); // creates or upgrades the layout
        db_ = std::make_unique<pg::Connection>(conninfo);
    }
    std::vector<std::vector<std::string>> rows(const Table& t) override {
        std::vector<std::vector<std::string>> out;
        pg::Result r = db_->exec(selectSql(t, true));
        for (int i = 0; i < r.rows(); ++i) {
            std::vector<std::string> row;
            for (std::size_t c = 0; c < t.columns.size(); ++c) row.push_back(r.text(i, int(c)));
            out.push_back(std::move(row));
        }
        return out;
    }
    void begin() override { transaction_ = std::make_unique<pg::Transaction>(*db_); }
    void insert(const Table& t, const std::vector<std::vector<std::string>>& rows) override {
        std::string name = std::string("copy_") + t.name;
        db_->prepare(name, insertSql(t, true));
        for (const auto& row : rows) db_->run(name, row);
        if (t.numbered)
            db_->exec(std::string("SELECT setval(pg_get_serial_sequence('") + t.name +
                      "', 'id'), coalesce((SELECT max(id) FROM " + t.name + "), 0) + 1, false)");
    }
    void commit() override { transaction_->commit(); }

  private:
    std::unique_ptr<pg::Connection> db_;
    std::unique_ptr<pg::Transaction> transaction_;
};

std::unique_ptr<End> openEnd(const std::string& location) {
    try {
        if (std::optional<std::string> conninfo = postgresConninfo(location))
            return std::make_unique<PostgresEnd>(*conninfo);
        if (location.empty() || location == ":memory:")
            throw StoreError("migrate needs a database that is kept: sqlite:FILE or "
                             "postgresql://USER@HOST/DATABASE, not \"" +
                             location + "\"");
        return std::make_unique<SqliteEnd>(location.starts_with("sqlite:") ? location.substr(7)
                                                                           : location);
    } catch (const sql::Error& e) {
        throw StoreError("cannot open " + location + " (SQLite: " + e.what() + ")");
    } catch (const pg::Error& e) {
        throw StoreError("cannot open " + pg::shown(location) + " (PostgreSQL: " + e.what() + ")");
    }
}

} // namespace

TableRows tableRows(const std::string& location) {
    std::unique_ptr<End> end = openEnd(location);
    TableRows all;
    for (const Table& t : storeTables()) all[t.name] = end->rows(t);
    return all;
}

std::map<std::string, std::size_t> migrate(const std::string& from, const std::string& to) {
    std::unique_ptr<End> source = openEnd(from);
    std::unique_ptr<End> target = openEnd(to);
    std::map<std::string, std::size_t> copied;
    try {
        for (const Table& t : storeTables())
            if (!target->rows(t).empty())
                throw StoreError(pg::shown(to) + " already holds " + t.name +
                                 "; migrate only into a new, empty database (nothing was copied)");
        target->begin();
        for (const Table& t : storeTables()) {
            std::vector<std::vector<std::string>> rows = source->rows(t);
            target->insert(t, rows);
            copied[t.name] = rows.size();
        }
        target->commit();
    } catch (const sql::Error& e) {
        throw StoreError(
            "the copy failed, so nothing was copied (SQLite: " + std::string(e.what()) + ")");
    } catch (const pg::Error& e) {
        throw StoreError(
            "the copy failed, so nothing was copied (PostgreSQL: " + std::string(e.what()) + ")");
    }
    return copied;
}

} // namespace mudchess
