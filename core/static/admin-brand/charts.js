/* The admin dashboard's charts (core/orders/admin/charts.py): rupees with Indian grouping in the
   tooltips and on the revenue axis. Loaded after unfold's Chart.js and before it draws the charts. */
(function () {
    if (!window.Chart) return;
    var rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    var wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    var count = new Intl.NumberFormat('en-IN');

    window.Chart.defaults.plugins.tooltip.callbacks.label = function (context) {
        var dataset = context.dataset;
        var value = context.chart.options.indexAxis === 'y' ? context.parsed.x : context.parsed.y;
        var text = dataset.label + ': ' + (dataset.rzMoney ? rupees.format(value) : count.format(value));
        if (dataset.rzAmounts) text += ' (' + rupees.format(dataset.rzAmounts[context.dataIndex]) + ')';
        return text;
    };

    window.Chart.register({
        id: 'rzRupeeAxis',
        beforeInit: function (chart) {
            var scales = (chart.config.options && chart.config.options.scales) || {};
            Object.keys(scales).forEach(function (id) {
                if (!scales[id].rzMoney) return;
                scales[id].ticks = Object.assign({}, scales[id].ticks, {
                    callback: function (value) { return wholeRupees.format(value); },
                });
            });
        },
    });
})();
