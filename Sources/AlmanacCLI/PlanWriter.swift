import Almanac
import AlmanacQueries
import Foundation

/// Prints the plan questions' answers: `check` (its exit status, and a line on a terminal),
/// `schedule` (lines, a crontab, systemd lines or iCalendar) and `plan-leave` (lines,
/// iCalendar or an HTML page). It holds no rule: it prints the answers' values.
struct PlanWriter {
  let output: Output
  var notes: Output?

  init(output: Output, notes: Output? = nil) {
    self.output = output
    self.notes = notes
  }

  /// `check`: exit 1 when the day is not of the kind; the JSON with `--json`; a line when
  /// standard output is a terminal (cron and scripts get nothing to mail or parse).
  func check(_ answer: EncodedAnswer<DayCheck>, _ presentation: Presentation) {
    let check = answer.value
    output.exitStatus = check.answer ? 0 : 1
    if presentation.json {
      output.line(bytes: answer.json())
      return
    }
    guard output.isTerminal else { return }
    var why = check.status.holidayName.map { name in
      let text = presentation.name(name)
      if case .adjustedWorkday = check.status { return "补班 for \(text)" }
      return text
    } ?? check.status.kind
    if let overlay = check.overlay { why = overlay.text }
    output.line(
      "\(check.date) \(check.date.weekday.name.prefix(3).capitalized) is \(check.answer ? "" : "not ")\(check.condition == "trading-day XSHG" ? "a trading day" : check.condition): \(why)"
        + (check.isProvisional ? " (provisional: the year is not published)" : ""))
  }

  /// `schedule`.
  func schedule(_ answer: ScheduleAnswer, _ presentation: Presentation, door: DoorOptions) {
    let run = answer.run
    switch door.format {
    case .crontab:
      output.write(PlanExport.crontab(run, schedule: answer.schedule, zone: answer.zone, command: door.command ?? "COMMAND"))
    case .systemd:
      output.write(PlanExport.systemd(run, schedule: answer.schedule, zone: answer.zone))
    case .ics:
      output.write(bytes: PlanExport.ics(run, schedule: answer.schedule, zone: answer.zone, summary: door.command))
    case .text, .html:
      if presentation.json {
        output.line(bytes: EncodedAnswer(answer, freshness: .live).json())
      } else {
        for firing in run.firings where !output.isFinished {
          output.line(
            "\(firing.timestamp(in: answer.zone).replacing("T", with: " ")) \(firing.date.weekday.name.prefix(3).capitalized)"
              + (firing.isProvisional ? "  provisional" : ""))
        }
      }
    }
    if let held = run.heldAt {
      notes?.line("note: held at \(held): the published data ends there (--policy provisional goes on, marked)")
    } else if run.isExhausted {
      notes?.line("note: no \(run.firings.isEmpty ? "" : "more ")firing in \(Schedule.searchYears) years")
    }
    notes?.flush()
  }

  /// `plan-leave`.
  func plans(_ answer: EncodedAnswer<LeavePlans>, _ presentation: Presentation, door: DoorOptions) {
    let plans = answer.value
    switch door.format {
    case .ics:
      output.write(bytes: PlanExport.ics(plans.plans, year: plans.year, days: plans.days, names: presentation.jsonNames))
    case .html:
      var options = GridOptions()
      options.holidays = plans.table
      output.write(
        HTMLCalendar.page(
          plans: plans.plans, title: "拼假 \(plans.year): \(plans.days) days of leave (\(plans.region))", options: options))
    case .text, .crontab, .systemd:
      if presentation.json {
        output.line(bytes: answer.json())
        return
      }
      output.line("拼假 \(plans.year) (\(plans.region)): the longest rests for \(plans.days) days of leave")
      for (rank, plan) in plans.plans.enumerated() {
        let held = plan.holidays.map { presentation.name($0) }.joined(separator: "、")
        output.line(
          "\(rank + 1). \(plan.from) … \(plan.through)  \(plan.restDays) days of rest for \(plan.leave.count) of leave"
            + (held.isEmpty ? "" : "  \(held)") + (plan.isProvisional ? "  (provisional)" : ""))
        output.line(
          "   leave: " + plan.leave.map { "\($0) \($0.weekday.name.prefix(3).capitalized)" }.joined(separator: ", "))
        if !plan.makeupDays.isEmpty {
          output.line("   补班: " + plan.makeupDays.map { "\($0) \($0.weekday.name.prefix(3).capitalized)" }.joined(separator: ", "))
        }
      }
    }
  }

  /// `moon`: one line a phase (`2026-01-03 18:02:51+08:00  望  Full Moon`), JSON Lines, or
  /// iCalendar.
  func moon(_ answer: ListAnswer<MoonPhaseAt>, _ presentation: Presentation, door: DoorOptions) {
    switch door.format {
    case .ics:
      output.write(bytes: PlanExport.ics(answer.values.map(\.event)))
    default:
      if presentation.json {
        if let lines = answer.lines() { while let chunk = lines(), !output.isFinished { output.write(bytes: chunk) } }
        return
      }
      for phase in answer.values where !output.isFinished {
        let text = phase.event.timeText(utcOffset: phase.utcOffset).replacing("T", with: " ")
        output.line("\(text)  \(phase.event.phase.name)  \(phase.event.phase.englishName)")
      }
    }
  }
}
