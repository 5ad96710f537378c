// Draws the report's charts with uPlot from the JSON in the "report-data" element.
(function () {
  'use strict';
  var hook = window.reportStatus;
  var model = JSON.parse(document.getElementById('report-data').textContent);

  // One run: series of the same kind share a colour (a service line takes its response line's
  // colour, dashed). Several runs: one colour per run, the figure told by its dash pattern, and only
  // p99 shown at first (the legend shows the others).
  var PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf',
    '#7f7f7f', '#bcbd22'];
  var DASHES = [[], [8, 4], [2, 3], [12, 4, 2, 4], [1, 3]];
  var DASHED = [8, 4];
  var FIGURE_DASHES = { 'p99': [], 'p50': [2, 3], 'p99.9': [12, 4, 2, 4], 'max': [1, 3] };
  var HIDDEN_IN_OVERLAYS = ['p50', 'p99.9', 'max', 'service p99'];
  var PLOT_HEIGHT = 260;
  var AXIS_FONT_PX = 12;
  var AXIS_FONT = AXIS_FONT_PX + 'px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  // Pixels between time ticks: a label such as 18:12:08 or 1h05m00s is about 55 px wide, and
  // uPlot's default of 50 ran neighbouring labels into one another.
  var TIME_TICK_SPACE = 80;
  var LABEL_FONT = 'bold 12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

  var runIndex = {};
  var runStart = {};
  model.runs.forEach(function (run, i) {
    runIndex[run.label] = i;
    runStart[run.label] = run.startEpochMs;
  });
  var manyRuns = model.runs.length > 1;
  var elapsed = model.timeAxis === 'ELAPSED';

  function trimZeros(text) {
    return text.indexOf('.') < 0 || text.indexOf('e') >= 0 ? text : text.replace(/0+$/, '').replace(/\.$/, '');
  }

  // Short numbers for ticks and legends: 12.5k, 1.2M, 0.042.
  function compact(value) {
    if (value == null || !isFinite(value)) {
      return '';
    }
    var size = Math.abs(value);
    if (size >= 1e9) return trimZeros((value / 1e9).toFixed(2)) + 'G';
    if (size >= 1e6) return trimZeros((value / 1e6).toFixed(2)) + 'M';
    if (size >= 1e4) return trimZeros((value / 1e3).toFixed(1)) + 'k';
    if (size >= 100) return String(Math.round(value));
    if (size >= 1) return trimZeros(value.toFixed(2));
    if (size === 0) return '0';
    return trimZeros(value.toPrecision(2));
  }

  function axisTitle(axis) {
    return axis.unit ? axis.label + ' (' + axis.unit + ')' : axis.label;
  }

  // x = 1/(1-q): 1 is 0%, 10 is 90%, 100 is 99%, 1000 is 99.9%.
  function percentileOf(x) {
    if (x <= 1) return '0%';
    var digits = Math.max(1, Math.ceil(Math.log10(x) - 1e-9) - 1);
    return trimZeros((100 * (1 - 1 / x)).toFixed(digits)) + '%';
  }

  function percentileTick(x) {
    var decades = Math.round(Math.log10(x));
    if (Math.abs(Math.log10(x) - decades) > 1e-9) return '';
    if (decades === 0) return '0%';
    if (decades === 1) return '90%';
    return '99' + (decades > 2 ? '.' + '9'.repeat(decades - 2) : '') + '%';
  }

  function pad(number) {
    return (number < 10 ? '0' : '') + number;
  }

  function zoned(epochMs) {
    return uPlot.tzDate(new Date(epochMs), model.timeZone);
  }

  function dayText(date) {
    return date.getFullYear() + '-' + pad(date.getMonth() + 1) + '-' + pad(date.getDate());
  }

  // HH:MM, with :SS when ticks are under a minute apart and with as many decimals of the second as
  // ticks under a second apart need to differ (a run of a few seconds ticks every 0.2 s).
  function clockText(date, seconds, decimals) {
    var text = pad(date.getHours()) + ':' + pad(date.getMinutes());
    if (!seconds) return text;
    text += ':' + pad(date.getSeconds());
    return decimals ? text + '.' + String(1000 + date.getMilliseconds()).substring(1, 1 + decimals) : text;
  }

  function secondDecimals(increment) {
    if (increment >= 1000) return 0;
    return increment >= 100 ? 1 : increment >= 10 ? 2 : 3;
  }

  // 24-hour wall-clock ticks; the date under the first tick and wherever the day changes.
  function wallClockTicks(u, splits, axisIdx, space, increment) {
    var previousDay = null;
    return splits.map(function (split) {
      var date = zoned(split);
      var day = dayText(date);
      var text = clockText(date, increment < 60000, secondDecimals(increment));
      if (day !== previousDay) {
        text += '\n' + day;
        previousDay = day;
      }
      return text;
    });
  }

  function elapsedText(seconds) {
    if (seconds == null || !isFinite(seconds)) return '';
    var sign = seconds < 0 ? '-' : '';
    var whole = Math.round(Math.abs(seconds));
    if (whole < 600) return sign + trimZeros(Math.abs(seconds).toFixed(1)) + ' s';
    var hours = Math.floor(whole / 3600);
    var minutes = Math.floor(whole / 60) % 60;
    return sign + (hours > 0 ? hours + 'h' + pad(minutes) + 'm' : minutes + 'm') + pad(whole % 60) + 's';
  }

  function xOf(chart, series) {
    if (chart.kind === 'TIME_SERIES' && elapsed) {
      var start = runStart[series.run];
      return function (x) { return (x - start) / 1000; };
    }
    return function (x) { return x; };
  }

  function axisFor(chart, side) {
    return side === 'RIGHT' ? chart.rightAxis : chart.yAxis;
  }

  // One [x, y] table per series, joined on x; alignment gaps are spanned, missing values are not.
  function tables(chart) {
    return chart.series.map(function (series) {
      var logScale = axisFor(chart, series.axis).scale === 'LOG';
      var toX = xOf(chart, series);
      var xs = series.x.map(toX);
      var ys = series.y.map(function (y) { return y == null || (logScale && y <= 0) ? null : y; });
      return [xs, ys];
    });
  }

  function legendLabel(series) {
    return manyRuns && series.run ? series.run + ' · ' + series.name : series.name;
  }

  // "ADD_LINK service p99" and "ADD_LINK response p99" are one kind: "ADD_LINK p99".
  function kindOf(name) {
    var kind = name.replace(/\b(response|service)\b/g, ' ').replace(/\s+/g, ' ').trim();
    return kind || name;
  }

  function dashedByName(name) {
    return /\bservice\b/.test(name) || name === 'offered';
  }

  // Colour, dash pattern and visibility of each series of a chart.
  function stylesFor(chart) {
    var kinds = {};
    var names = {};
    var nextKind = 0;
    var nextName = 0;
    return chart.series.map(function (line) {
      var byRun = manyRuns && line.run;
      var kind = kindOf(line.name);
      if (!(kind in kinds)) kinds[kind] = nextKind++;
      // Dashed-by-name lines (offered, service) do not take a pattern from the others' sequence.
      if (!(line.name in names) && !dashedByName(line.name)) names[line.name] = nextName++;
      var colour = byRun ? PALETTE[(runIndex[line.run] || 0) % PALETTE.length] : PALETTE[kinds[kind] % PALETTE.length];
      var dash;
      if (dashedByName(line.name)) dash = DASHED;
      else if (byRun) dash = FIGURE_DASHES[line.name] || DASHES[names[line.name] % DASHES.length];
      else dash = [];
      var show = !(byRun && chart.kind === 'TIME_SERIES' && HIDDEN_IN_OVERLAYS.indexOf(line.name) >= 0
        && chart.series.some(function (other) { return other.name === 'p99'; }));
      return { colour: colour, dash: dash, show: show, hollow: chart.kind === 'XY' && kinds[kind] % 2 === 1 };
    });
  }

  // Legend swatches drawn as the line itself (colour, dash, marker), so that "2000/s · p99" and
  // "8000/s · p99", or "achieved" and "offered", can be told apart without hovering.
  function swatches(u, styles, markers) {
    var rows = u.root.querySelectorAll('.u-legend .u-series');
    styles.forEach(function (style, i) {
      var row = rows[i + 1];
      var marker = row && row.querySelector('.u-marker');
      if (!marker) return;
      // Written as markup: the HTML parser puts <svg> in its namespace, and the page names no URL.
      var dash = style.dash.length ? ' stroke-dasharray="' + style.dash.join(' ') + '"' : '';
      var dot = markers ? '<circle cx="15" cy="6" r="4" stroke="' + style.colour + '" stroke-width="2" fill="'
        + (style.hollow ? '#fff' : style.colour) + '"/>' : '';
      var holder = document.createElement('span');
      holder.innerHTML = '<svg class="swatch" width="30" height="12"><line x1="1" x2="29" y1="6" y2="6" stroke="'
        + style.colour + '" stroke-width="2"' + dash + '/>' + dot + '</svg>';
      marker.replaceWith(holder.firstChild);
    });
  }

  function yScale(axis) {
    if (axis.scale === 'LOG') {
      return { distr: 3, log: 10 };
    }
    return {
      range: function (u, min, max) {
        if (max == null || !isFinite(max)) return [0, 1];
        return uPlot.rangeNum(Math.min(0, min), max > 0 ? max : 1, 0.1, true);
      }
    };
  }

  // A log axis labels and grids decades only (or 1-2-5 when it spans two decades or less):
  // a line at every 2..9 would band the plot grey.
  function logSplitsFilter(u, splits) {
    var finite = splits.filter(function (v) { return v > 0; });
    if (!finite.length) return splits;
    var span = Math.log10(finite[finite.length - 1] / finite[0]);
    return splits.map(function (v) {
      if (!(v > 0)) return null;
      var mantissa = Math.round(v / Math.pow(10, Math.floor(Math.log10(v) + 1e-9)));
      return mantissa === 1 || (span <= 2 && (mantissa === 2 || mantissa === 5)) ? v : null;
    });
  }

  function yAxis(scaleKey, axis, side) {
    var config = { scale: scaleKey, label: axisTitle(axis), font: AXIS_FONT, labelFont: LABEL_FONT, labelSize: 20,
      stroke: '#333', size: axisSize, values: function (u, splits) { return splits.map(compact); } };
    if (side === 1) {
      config.side = 1;
      config.grid = { show: false };
    }
    if (axis.scale === 'LOG') {
      config.filter = logSplitsFilter;
      config.ticks = { filter: logSplitsFilter };
      if (side !== 1) config.grid = { filter: logSplitsFilter };
    }
    return config;
  }

  function axisSize(u, values, axisIdx, cycleNum) {
    var widest = 0;
    (values || []).forEach(function (value) { widest = Math.max(widest, String(value).length); });
    return Math.max(40, 16 + widest * 7 + 18);
  }

  function xConfig(chart, data) {
    if (chart.kind === 'TIME_SERIES') {
      if (!elapsed) {
        return {
          scale: { time: true },
          axis: { label: 'wall clock (' + model.timeZone + ')', values: wallClockTicks, space: TIME_TICK_SPACE },
          legend: 'time',
          value: function (u, v) { if (v == null) return ''; var date = zoned(v); return dayText(date) + ' ' + clockText(date, true); }
        };
      }
      return {
        scale: { time: false },
        axis: { label: 'time since run start', values: function (u, splits) { return splits.map(elapsedText); },
          space: TIME_TICK_SPACE },
        legend: 'since start',
        value: function (u, v) { return elapsedText(v); }
      };
    }
    if (chart.kind === 'PERCENTILE_SPECTRUM') {
      var decades = spectrumDecades;
      return {
        scale: { time: false, distr: 3, log: 10, range: function () { return [1, Math.pow(10, decades)]; } },
        axis: {
          label: 'percentile (log scale of 1/(1-q))',
          splits: function () {
            var splits = [];
            for (var d = 0; d <= decades; d++) splits.push(Math.pow(10, d));
            return splits;
          },
          values: function (u, splits) { return splits.map(percentileTick); }
        },
        legend: 'percentile',
        value: function (u, v) { return v == null ? '' : percentileOf(v); }
      };
    }
    // Room either side of the first and last points, so markers and their labels stay off the axes.
    return {
      scale: { time: false, range: function (u, min, max) {
        var span = max > min ? max - min : Math.abs(max) || 1;
        return [Math.max(0, min - span * 0.15), max + span * 0.15];
      } },
      axis: { label: axisTitle(chart.xAxis), values: function (u, splits) { return splits.map(compact); } },
      legend: chart.xAxis.label,
      value: function (u, v) { return v == null ? '' : compact(v) + ' ' + chart.xAxis.unit; }
    };
  }

  // Lines carry dense series; a value with no valued neighbour would draw no line, so mark it.
  function isolatedPoints(u, seriesIdx) {
    var ys = u.data[seriesIdx];
    var marked = [];
    var previous = null;
    for (var i = 0; i < ys.length; i++) {
      if (ys[i] === undefined) continue;
      if (ys[i] !== null && previous === null) {
        var next = i + 1;
        while (next < ys.length && ys[next] === undefined) next++;
        if (next >= ys.length || ys[next] === null) marked.push(i);
      }
      previous = ys[i];
    }
    return marked;
  }

  // Legend values only while the cursor is over the plot; otherwise just the series names.
  function hoverHook(u) {
    u.root.classList.toggle('hovering', u.cursor.idx != null);
  }

  // Each point label once (several series share a run's label), above the highest point that carries
  // it, kept inside the plot area so no label lies over an axis's ticks.
  function pointLabelHook(chart) {
    var labelled = chart.series.map(function (series, i) { return { series: series, index: i + 1 }; })
      .filter(function (entry) { return entry.series.pointLabels.length > 0; });
    return function (u) {
      if (!labelled.length) return;
      var ctx = u.ctx;
      var ratio = uPlot.pxRatio || 1;
      var places = {};
      var order = [];
      labelled.forEach(function (entry) {
        if (!u.series[entry.index].show) return;
        var scale = entry.series.axis === 'RIGHT' ? 'y2' : 'y';
        entry.series.x.forEach(function (x, i) {
          var y = entry.series.y[i];
          if (y == null) return;
          var text = entry.series.pointLabels[i];
          var px = u.valToPos(x, 'x', true);
          var py = u.valToPos(y, scale, true);
          if (!(text in places)) {
            places[text] = { x: px, y: py };
            order.push(text);
          } else if (py < places[text].y) {
            places[text] = { x: px, y: py };
          }
        });
      });
      ctx.save();
      ctx.font = (11 * ratio) + 'px system-ui, sans-serif';
      ctx.fillStyle = '#333';
      order.forEach(function (text) {
        var place = places[text];
        var width = ctx.measureText(text).width;
        var px = place.x - width / 2;
        px = Math.min(Math.max(px, u.bbox.left + 2 * ratio), u.bbox.left + u.bbox.width - width - 2 * ratio);
        var py = place.y - 10 * ratio;
        if (py - 11 * ratio < u.bbox.top) py = place.y + 20 * ratio;
        ctx.fillText(text, px, py);
      });
      ctx.restore();
    };
  }

  // The tick labels uPlot drew (its axes' _splits and _values), checked the way a reader would:
  // gap, the narrowest space between neighbouring labels of any axis in CSS pixels (below zero they
  // overlap; null when no axis has two labels), and repeated, a label that its neighbour repeats
  // (null when none does).
  function tickLabels(u) {
    var context = document.createElement('canvas').getContext('2d');
    context.font = AXIS_FONT;
    var tightest = null;
    var repeated = null;
    u.axes.forEach(function (axis) {
      if (axis.show === false || !axis._splits || !axis._values) return;
      var across = axis.side % 2 === 0; // top or bottom: labels side by side; left or right: stacked
      var labels = [];
      axis._splits.forEach(function (split, i) {
        var text = axis._values[i];
        if (text == null || text === '') return;
        var lines = String(text).split('\n');
        var extent = across
          ? Math.max.apply(null, lines.map(function (line) { return context.measureText(line).width; }))
          : AXIS_FONT_PX * lines.length;
        labels.push({ at: u.valToPos(split, axis.scale), extent: extent, text: lines[0] });
      });
      labels.sort(function (a, b) { return a.at - b.at; });
      for (var i = 1; i < labels.length; i++) {
        var gap = labels[i].at - labels[i - 1].at - (labels[i].extent + labels[i - 1].extent) / 2;
        tightest = tightest === null ? gap : Math.min(tightest, gap);
        if (repeated === null && labels[i].text === labels[i - 1].text) repeated = labels[i].text;
      }
    });
    return { gap: tightest, repeated: repeated };
  }

  function record(entry, u) {
    var total = 0;
    entry.series = u.series.slice(1).map(function (series, i) {
      var points = 0;
      u.data[i + 1].forEach(function (y) { if (y != null) points++; });
      total += points;
      return { label: series.label, points: points };
    });
    entry.points = total;
    entry.tickLabels = tickLabels(u);
    entry.drawn = true;
    hook.status.done = hook.status.charts.every(function (chart) { return chart.drawn || chart.empty; });
    hook.publish();
  }

  function draw(chart, index) {
    var figure = document.getElementById('chart-' + index);
    var entry = { index: index, title: chart.title, kind: chart.kind, drawn: false, empty: false, points: 0, series: [] };
    hook.status.charts.push(entry);
    var plot = figure.querySelector('.plot');
    var valued = chart.series.some(function (series) { return series.y.some(function (y) { return y != null; }); });
    if (!valued) {
      entry.empty = true;
      plot.innerHTML = '<p class="empty">No data</p>';
      return;
    }
    var data = uPlot.join(tables(chart));
    var x = xConfig(chart, data);
    var styles = stylesFor(chart);
    var series = [{ label: x.legend, value: x.value }];
    chart.series.forEach(function (line, i) {
      var style = styles[i];
      var unit = axisFor(chart, line.axis).unit;
      var points = chart.kind === 'XY'
        ? { show: true, size: style.hollow ? 10 : 8, width: 2, stroke: style.colour, fill: style.hollow ? '#fff' : style.colour }
        : { show: true, size: 5, filter: isolatedPoints };
      series.push({
        label: legendLabel(line),
        stroke: style.colour,
        width: style.dash.length ? 1.5 : 2,
        dash: style.dash,
        show: style.show,
        scale: line.axis === 'RIGHT' ? 'y2' : 'y',
        spanGaps: false,
        points: points,
        value: function (u, v) { return v == null ? '–' : compact(v) + (unit ? ' ' + unit : ''); }
      });
    });
    var scales = { x: x.scale, y: yScale(chart.yAxis) };
    var axes = [
      Object.assign({ font: AXIS_FONT, labelFont: LABEL_FONT, labelSize: 20, stroke: '#333' }, x.axis),
      yAxis('y', chart.yAxis, 3)
    ];
    if (chart.rightAxis) {
      scales.y2 = yScale(chart.rightAxis);
      axes.push(yAxis('y2', chart.rightAxis, 1));
    }
    var options = {
      width: widthOf(plot),
      // Room on the right for the last time label when no right axis holds it.
      padding: [null, chart.rightAxis ? null : 36, null, null],
      height: PLOT_HEIGHT,
      ms: 1,
      tzDate: zoned,
      scales: scales,
      axes: axes,
      series: series,
      legend: { live: true },
      cursor: { drag: { x: true, y: false } },
      hooks: { draw: [pointLabelHook(chart), function (u) { record(entry, u); }], setCursor: [hoverHook] }
    };
    var u = new uPlot(options, data, plot);
    swatches(u, styles, chart.kind === 'XY');
    if (window.ResizeObserver) {
      new ResizeObserver(function () {
        if (!plot.clientWidth) return; // folded away: keep the size it has
        var width = Math.max(300, plot.clientWidth);
        if (Math.abs(width - u.width) >= 1) u.setSize({ width: width, height: PLOT_HEIGHT });
      }).observe(plot);
    }
  }

  // A folded chart has no width yet: it is drawn as wide as an open one and resized when opened.
  function widthOf(plot) {
    if (plot.clientWidth) return Math.max(300, plot.clientWidth);
    var open = Array.prototype.find.call(document.querySelectorAll('figure.chart .plot'), function (other) {
      return other.clientWidth > 0;
    });
    return Math.max(300, open ? open.clientWidth : 560);
  }

  // Every percentile spectrum spans the same percentiles, so spectra of different operations read alike.
  var spectrumDecades = 1;
  model.sections.forEach(function (section) {
    section.charts.concat(section.folded || []).forEach(function (chart) {
      if (chart.kind !== 'PERCENTILE_SPECTRUM') return;
      chart.series.forEach(function (line) {
        if (line.x.length) {
          spectrumDecades = Math.max(spectrumDecades, Math.ceil(Math.log10(line.x[line.x.length - 1]) - 1e-9));
        }
      });
    });
  });

  var index = 0;
  model.sections.forEach(function (section) {
    section.charts.concat(section.folded || []).forEach(function (chart) {
      index++;
      try {
        draw(chart, index);
      } catch (e) {
        hook.fail('chart ' + index + ' (' + chart.title + '): ' + (e && e.stack ? e.stack : e));
      }
    });
  });
  hook.status.done = hook.status.charts.every(function (chart) { return chart.drawn || chart.empty; });
  hook.publish();
})();
