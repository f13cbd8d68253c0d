/** zh-CN messages: the market pages (market home, companies, search). Registered when a module that uses them imports this file (docs/app-shell.md, "Messages"). */
import { addSection } from '../registry';

export const markets = {
  'shell.market.offline': '您所选的地区保险超市已下线，是否跳转或者选择其他保险超市',
  'shell.market.extra': '您还有其他的该地区保险超市请问是否跳转',
  'shell.market.jump': '跳转',
  'shell.market.stay': '暂不',
  'shell.market.choose': '请选择保险超市',
  'shell.market.area': '当前地区：{name}',
  'shell.market.noArea': '尚未选择地区',
  'shell.market.changeArea': '切换地区',
  'shell.market.online': '营业中',
  'shell.market.offlineTag': '已下线',
  'shell.market.none': '该地区暂无保险超市',
  'shell.market.products': '超市产品',
  'shell.market.enter': '进入',
  'shell.market.province': '省份',
  'shell.market.city': '城市',
  'shell.market.search': '搜索产品名称',
  'shell.market.searchEmpty': '没有找到相关产品',
};

addSection(markets);
